from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.choko_mannaro_deal_request import ChokoMannaroDealRequest
from ...models.choko_mannaro_history import ChokoMannaroHistory
from ...models.choko_mannaro_rule_violation_problem import ChokoMannaroRuleViolationProblem
from ...models.invalid_body_problem import InvalidBodyProblem
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: ChokoMannaroDealRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/chokomannaro/deal",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem | None:
    if response.status_code == 200:
        response_200 = ChokoMannaroHistory.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ChokoMannaroRuleViolationProblem | InvalidBodyProblem:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = InvalidBodyProblem.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_1 = ChokoMannaroRuleViolationProblem.from_dict(data)



            return response_422_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChokoMannaroDealRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem]:
    """ Deal a legal random setup

     The same body with the same `seed` always gives the same deal; without a `seed` the
    service draws one and returns it. The answer is a complete history with no moves:
    every path of the game accepts it unchanged.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChokoMannaroDealRequest): What to deal for: the players, optionally their ages, and
            the seed of the shuffle.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
x_request_id=x_request_id,
accept_language=accept_language,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ChokoMannaroDealRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem | None:
    """ Deal a legal random setup

     The same body with the same `seed` always gives the same deal; without a `seed` the
    service draws one and returns it. The answer is a complete history with no moves:
    every path of the game accepts it unchanged.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChokoMannaroDealRequest): What to deal for: the players, optionally their ages, and
            the seed of the shuffle.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem
     """


    return sync_detailed(
        client=client,
body=body,
x_request_id=x_request_id,
accept_language=accept_language,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChokoMannaroDealRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem]:
    """ Deal a legal random setup

     The same body with the same `seed` always gives the same deal; without a `seed` the
    service draws one and returns it. The answer is a complete history with no moves:
    every path of the game accepts it unchanged.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChokoMannaroDealRequest): What to deal for: the players, optionally their ages, and
            the seed of the shuffle.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
x_request_id=x_request_id,
accept_language=accept_language,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChokoMannaroDealRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem | None:
    """ Deal a legal random setup

     The same body with the same `seed` always gives the same deal; without a `seed` the
    service draws one and returns it. The answer is a complete history with no moves:
    every path of the game accepts it unchanged.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChokoMannaroDealRequest): What to deal for: the players, optionally their ages, and
            the seed of the shuffle.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChokoMannaroHistory | ChokoMannaroRuleViolationProblem | InvalidBodyProblem | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
x_request_id=x_request_id,
accept_language=accept_language,

    )).parsed
