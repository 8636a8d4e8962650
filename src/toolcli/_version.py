"""toolcli's version: a leaf every module may import, never the package facade."""

__version__ = "0.1.0"
