from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.choko_mannaro_rules_answer import ChokoMannaroRulesAnswer
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    x_request_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/chokomannaro/rules",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChokoMannaroRulesAnswer | Problem | None:
    if response.status_code == 200:
        response_200 = ChokoMannaroRulesAnswer.from_dict(response.json())



        return response_200

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChokoMannaroRulesAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,

) -> Response[ChokoMannaroRulesAnswer | Problem]:
    """ Get the rules of the game

     The rules of record: every rule with its id (the ids every verdict cites), section,
    title and text in English and Italian, `ruling: true` where the rules of record decide
    what the printed rulebook leaves open, and the game's tables.

    Args:
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChokoMannaroRulesAnswer | Problem]
     """


    kwargs = _get_kwargs(
        x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,

) -> ChokoMannaroRulesAnswer | Problem | None:
    """ Get the rules of the game

     The rules of record: every rule with its id (the ids every verdict cites), section,
    title and text in English and Italian, `ruling: true` where the rules of record decide
    what the printed rulebook leaves open, and the game's tables.

    Args:
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChokoMannaroRulesAnswer | Problem
     """


    return sync_detailed(
        client=client,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,

) -> Response[ChokoMannaroRulesAnswer | Problem]:
    """ Get the rules of the game

     The rules of record: every rule with its id (the ids every verdict cites), section,
    title and text in English and Italian, `ruling: true` where the rules of record decide
    what the printed rulebook leaves open, and the game's tables.

    Args:
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChokoMannaroRulesAnswer | Problem]
     """


    kwargs = _get_kwargs(
        x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,

) -> ChokoMannaroRulesAnswer | Problem | None:
    """ Get the rules of the game

     The rules of record: every rule with its id (the ids every verdict cites), section,
    title and text in English and Italian, `ruling: true` where the rules of record decide
    what the printed rulebook leaves open, and the game's tables.

    Args:
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChokoMannaroRulesAnswer | Problem
     """


    return (await asyncio_detailed(
        client=client,
x_request_id=x_request_id,

    )).parsed
