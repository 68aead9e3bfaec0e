"""Build scripts of the book: figures/README.md and the merging of stream outputs (the HTML edition is docs/, built by Sphinx)."""
