"""JSON Schema walks and metaschema checks."""
