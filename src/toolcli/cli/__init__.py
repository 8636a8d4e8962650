"""The command line: the app and entry point (app.py), the options every
command shares (options.py), one module per command group."""

from .app import CLOSED_PIPE, main

__all__ = ["CLOSED_PIPE", "main"]
