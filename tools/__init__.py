"""Build scripts of the book: the HTML edition, figures/README.md, a headless-Chromium client."""
