from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="FieldError")



@_attrs_define
class FieldError:
    """ 
        Attributes:
            message (str): What is wrong with that field, in the request's language (Accept-Language). Example: Not an
                integer (booleans, floats and strings are refused)..
            pointer (str): JSON pointer (RFC 6901) to the offending field of the request body; '' is the whole body.
                Example: /game/moves/3/amount.
            rule (str | Unset): The rule of the game's rules of record the field breaks, where they name one for every
                schema error (ChokoMasquerade: H1, H2, D1, or F1 in a final form); absent elsewhere. Example: D1.
     """

    message: str
    pointer: str
    rule: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        message = self.message

        pointer = self.pointer

        rule = self.rule


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "message": message,
            "pointer": pointer,
        })
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        pointer = d.pop("pointer")

        rule = d.pop("rule", UNSET)

        field_error = cls(
            message=message,
            pointer=pointer,
            rule=rule,
        )

        return field_error

