"""Reading registry files as hostile input, and writing files atomically."""
