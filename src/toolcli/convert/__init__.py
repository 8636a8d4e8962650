"""Schema conversions for provider payloads (SPEC §13).

One idea per module: `clean` turns a registry schema into plain JSON Schema
2020-12 (what anthropic and mcp take, and where the others start); `strict`
makes OpenAI's strict-mode subset of it; `openapi` makes the OpenAPI 3.0
subset of Gemini's `parameters`; `compose` folds allOf and unions and `refs`
follows local references for both; `restore` undoes the one change a strict
call makes to arguments. Each conversion returns the new schema beside what
it lost (`losses.Loss`); `targets` says which conversion each payload gets.
"""
