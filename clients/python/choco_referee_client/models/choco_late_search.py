from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChocoLateSearch")



@_attrs_define
class ChocoLateSearch:
    """ 
        Attributes:
            max_nodes (int): The node budget of the search.
            nodes (int): Search nodes used.
            upper_bound (int): A proven upper bound on any split's total (equal to `total` when optimal).
     """

    max_nodes: int
    nodes: int
    upper_bound: int





    def to_dict(self) -> dict[str, Any]:
        max_nodes = self.max_nodes

        nodes = self.nodes

        upper_bound = self.upper_bound


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max_nodes": max_nodes,
            "nodes": nodes,
            "upper_bound": upper_bound,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_nodes = d.pop("max_nodes")

        nodes = d.pop("nodes")

        upper_bound = d.pop("upper_bound")

        choco_late_search = cls(
            max_nodes=max_nodes,
            nodes=nodes,
            upper_bound=upper_bound,
        )

        return choco_late_search

