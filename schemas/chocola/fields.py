"""A marshmallow field read by a :class:`schemas.values.Value`: the setup's nested lists and
maps (a Tavoletta is 40 ids in lists of lists of lists) are read in one tight loop, with
their errors pointed like every other field's, rather than by a marshmallow field per item;
a present value is read by ``_deserialize`` alone (:class:`schemas.fields.Lean`)."""

from __future__ import annotations

from marshmallow import ValidationError, fields

from schemas.fields import Lean
from schemas.values import Value, member_errors


class ValueField(Lean, fields.Field):
    def __init__(self, value: Value, **kwargs):
        metadata = {**value.doc, **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)
        self.value = value

    def _deserialize(self, raw, attr, data, **kwargs):
        loaded, error = self.value.load(raw)
        if error is not None:
            raise ValidationError(member_errors(error))
        return loaded

    def _serialize(self, value, attr, obj, **kwargs):
        return value
