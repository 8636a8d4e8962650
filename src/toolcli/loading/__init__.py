"""Loading a registry root into the model."""
