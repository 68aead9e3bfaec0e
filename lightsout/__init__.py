"""The code of the book *Lights Out, executed*, one module per chapter.

Notebooks and tests import ``lightsout_helpers``, which re-exports the public API of these
modules by chapter; read a module here to see how a chapter's computation is done.
"""
