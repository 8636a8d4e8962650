"""toolcli: inspect, validate and review the tool surfaces an LLM agent shows its model."""

__version__ = "0.1.0"
