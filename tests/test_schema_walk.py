"""The two subschema walks agree: with pointers and without."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from toolcli.schema.walk import iter_subschema_nodes, iter_subschemas

KEYS = st.sampled_from(["type", "items", "properties", "anyOf", "not", "$defs", "enum", "x",
                        "additionalProperties", "prefixItems"])
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=3),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(KEYS, children, max_size=4),
    max_leaves=30,
)


def _canonical(nodes) -> list[str]:
    return sorted(json.dumps(node, sort_keys=True) for node in nodes)


@settings(max_examples=200, deadline=None)
@given(JSON)
def test_the_pointer_free_walk_visits_the_same_subschemas(schema) -> None:
    assert _canonical(iter_subschema_nodes(schema)) == _canonical(n for _, n in iter_subschemas(schema))
