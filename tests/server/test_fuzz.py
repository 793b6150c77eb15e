"""Schemathesis fuzzes every operation of /openapi.json against a real server: whatever it sends
(valid and invalid requests, bounded: 25 examples of each an operation), the answer is never a server error.

Cases are drawn from ``APIOperation.as_strategy`` under plain Hypothesis: schemathesis' pytest
plugin does not run on this project's pytest."""

from __future__ import annotations

import itertools

import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error

from server.harness import Server

EXAMPLES = 25


def test_no_request_makes_a_server_error(server: Server) -> None:
    schema = schemathesis.openapi.from_url(f"{server.url}/openapi.json")
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 15
    for operation, mode in itertools.product(operations, GenerationMode):  # valid and invalid requests

        @given(case=operation.as_strategy(mode))
        @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
        def call(case: schemathesis.Case) -> None:
            case.call_and_validate(checks=[not_a_server_error])

        try:
            call()
        except Unsatisfiable:
            assert mode is GenerationMode.NEGATIVE  # an operation without inputs has no invalid request
    with server.client() as client:
        assert client.get("/api/health").json()["ok"] is True
    assert "Traceback" not in server.log_text()
