"""Every private member of a framework the service uses, and only here.

Written against the versions pyproject.toml pins (``WRITTEN_AGAINST``); a test
(tests/api/test_private_api.py) fails when an installed version differs from these, so that
a change of pin makes someone read this module again against the new version's source.

What each member buys, measured in process with ``bench/bench_private.py`` (thread CPU time;
each variant's cost divided by the cost as is in the same round, the variants' order turned
round after round, the median of the ratios over 12 rounds; three runs on a shared, loaded
machine, their ranges given):

- ``Schema._deserialize`` (marshmallow 4.4.0), overridden by :class:`FastMembers`: the
  members of one JSON object read in one loop, without marshmallow's closure and helper call
  per field. Without it a request schema's load costs 8-18% more for a long history (about
  90-125 us as is; 2-9% for ChokoMannaro's, 340 us) and 43-52% more for a deal (6 us as is).
  Kept.
- ``Field.deserialize`` bypassed by :class:`Lean` (the field's own ``_deserialize`` called,
  the method marshmallow documents for a field to implement): a present, non-null value of a
  field with no validators is read without the missing and null checks and the
  ``validate.And`` marshmallow builds on every call. Without it a history's load costs 8-12%
  more for Choco Late, 2-6% for the other games, nothing for ChokoMannaro's or a deal. Kept,
  with the note that on its own it is about 1% of a whole request (within the noise there).
- Both taken away: a history's load 12-25% more (ChokoMannaro's 1-6%), a deal's 40-53%; a
  whole request, where the engine's replay dominates, about 2-5% more for a history and 3-8%
  for every game's deal (the deals' figure is the only one that stands above the noise of
  whole requests in every run).
- flask-smorest 0.47.0's ``Api._register_responses`` and ``Api._register_pagination_header``
  (:class:`DocumentedApi`): they buy no time, they shape the OpenAPI document (our problem
  answers instead of flask-smorest's ``Error`` ones, no pagination header: no operation is
  paginated), and flask-smorest has no public switch for either.

Measured and not kept: Flask's private ``request_ctx`` in ``ServiceFlask.full_dispatch_request``
instead of the public ``request`` proxy saves no measurable time (-5% to +11% of a whole request,
noise either way); the app reads ``flask.request``.

:func:`public_path` takes the two marshmallow members away for as long as it is open, so that
the test can compare every answer with marshmallow's own path.

Everything else the service does uses the frameworks' public APIs: Flask's ``request``
(not ``request_ctx``), ``functools.update_wrapper`` for a documented view (not
flask-smorest's ``_apidoc`` by name), the body kept in the WSGI environ (not werkzeug's
``_cached_data``), webargs' public ``load_json`` and ``handle_error`` (not
``_raw_load_json`` and ``_on_validation_error``), and flask-smorest's error handler replaced
by registering ours after it (not ``_register_error_handlers``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from marshmallow import EXCLUDE, INCLUDE, RAISE, Schema, ValidationError, missing
from marshmallow.utils import set_value

WRITTEN_AGAINST: dict[str, str] = {"marshmallow": "4.4.0", "flask-smorest": "0.47.0"}
"""The distributions whose private members this module uses, at the versions it was read
against (the pins of pyproject.toml)."""


class Lean:
    """A field mixin: a present, non-null value of a field with no validators and no
    field-level hooks is read by ``_deserialize`` alone. marshmallow's ``Field.deserialize``
    would also check it against missing and null (it is neither) and run the validators
    through a ``validate.And`` it builds on every call (there are none): a request reads
    dozens of fields. Any other value or field takes marshmallow's whole path."""

    def deserialize(self, value, attr=None, data=None, **kwargs):
        if value is None or value is missing or self.validators or self.pre_load or self.post_load:
            return super().deserialize(value, attr, data, **kwargs)
        return self._deserialize(value, attr, data, **kwargs)


class FastMembers(Schema):
    """A Schema whose members of one JSON object are read in one loop (``_deserialize``,
    marshmallow 4.4.0's private reader, overridden)."""

    def _deserialize(self, data, *, error_store, many=False, partial=None, unknown=RAISE, index=None):
        """marshmallow's reading of the members, for one JSON object loaded whole (no
        ``partial``): each field's value, or its errors stored under its name, then the
        unknown members; the same calls, without a closure and a helper call per field. The
        unknown members are looked for only when fewer members than the object has were read."""
        if many or partial is not None or type(data) is not dict:
            return super()._deserialize(data, error_store=error_store, many=many, partial=partial, unknown=unknown,
                                        index=index)
        index = index if self.opts.index_errors else None
        result = self.dict_class()
        read = 0
        for attr_name, field in self.load_fields.items():
            name = attr_name if field.data_key is None else field.data_key
            raw = data.get(name, missing)
            if raw is not missing:
                read += 1
            try:
                value = field.deserialize(raw, name, data)
            except ValidationError as error:
                error_store.store_error(error.messages, name, index=index)
                value = error.valid_data or missing
            if value is not missing:
                key = field.attribute or attr_name
                if "." in key:
                    set_value(result, key, value)
                else:
                    result[key] = value
        if unknown != EXCLUDE and read < len(data):
            known = {attr_name if field.data_key is None else field.data_key
                     for attr_name, field in self.load_fields.items()}
            for key in set(data) - known:
                if unknown == INCLUDE:
                    result[key] = data[key]
                elif unknown == RAISE:
                    error_store.store_error([self.error_messages["unknown"]], key, index)
        return result


class DocumentedApi:
    """A mixin for flask-smorest's Api (listed before it in the bases): its document's shared
    parts ours (`register`, called where flask-smorest registers its default responses) and
    without its pagination header. A mixin, so that this module imports no Flask: the
    schemas use it, and the command line runs without Flask."""

    register: Callable[[Any], None]
    """A function of the Api registering the document's shared parts (set by a subclass)."""

    def _register_responses(self) -> None:
        type(self).register(self)

    def _register_pagination_header(self) -> None:
        """No operation is paginated: the header would leave an unused PaginationMetadata
        schema in the document."""


MEMBERS: dict[str, type] = {"Lean.deserialize": Lean, "FastMembers._deserialize": FastMembers}
"""The members :func:`public_path` can take away, by name, with the class defining each."""


@contextmanager
def public_path(*members: str) -> Iterator[None]:
    """While open, schemas and fields take marshmallow's own path: the `members` named (of
    ``MEMBERS``; all when none is) taken away, restored on exit. For the tests and the bench
    only (not thread-safe)."""
    owners = {name: MEMBERS[name] for name in (members or MEMBERS)}
    taken = {(owner, name.rpartition(".")[2]): owner.__dict__[name.rpartition(".")[2]]
             for name, owner in owners.items()}
    for owner, name in taken:
        delattr(owner, name)
    try:
        yield
    finally:
        for (owner, name), member in taken.items():
            setattr(owner, name, member)
