"""Golden files: documents, files on disk, classified changes."""
