"""Every renderer, one module per output; `formats` holds each command's
name -> renderer table, which is also its `--format` choice list."""
