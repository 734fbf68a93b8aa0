from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chocola_rule_violation_problem import ChocolaRuleViolationProblem
from ...models.chocola_tray_answer import ChocolaTrayAnswer
from ...models.chocola_tray_request import ChocolaTrayRequest
from ...models.invalid_body_problem import InvalidBodyProblem
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: ChocolaTrayRequest,
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
        "url": "/chocola/trays",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem | None:
    if response.status_code == 200:
        response_200 = ChocolaTrayAnswer.from_dict(response.json())



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
        def _parse_response_422(data: object) -> ChocolaRuleViolationProblem | InvalidBodyProblem:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = InvalidBodyProblem.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_1 = ChocolaRuleViolationProblem.from_dict(data)



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChocolaTrayRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem]:
    """ Score one player's Desserts as a tray, line by line

     The scoring of section 5 for one player: every own Dessert with its effective types
    and flavours (toppings and drops included, V4) and its rule's value over the counting
    domain (own Desserts and the Inspiration, V5); the tray, as given (`tray`, checked by
    V2) or the best (V3: for each type, the copy whose rule scores most); the rules of
    the tray Desserts (V6) and of every assigned Decoration (V7), each line with its rule
    id, what it counted and its points; and the total (V8). The Inspiration's own rules
    never score. `explanation` and `reason` say each line in the request's language.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChocolaTrayRequest): One player's Desserts (and Decorations) to score as a tray
            (section 5): the tray given, or the best.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem]
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
    body: ChocolaTrayRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem | None:
    """ Score one player's Desserts as a tray, line by line

     The scoring of section 5 for one player: every own Dessert with its effective types
    and flavours (toppings and drops included, V4) and its rule's value over the counting
    domain (own Desserts and the Inspiration, V5); the tray, as given (`tray`, checked by
    V2) or the best (V3: for each type, the copy whose rule scores most); the rules of
    the tray Desserts (V6) and of every assigned Decoration (V7), each line with its rule
    id, what it counted and its points; and the total (V8). The Inspiration's own rules
    never score. `explanation` and `reason` say each line in the request's language.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChocolaTrayRequest): One player's Desserts (and Decorations) to score as a tray
            (section 5): the tray given, or the best.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem
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
    body: ChocolaTrayRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem]:
    """ Score one player's Desserts as a tray, line by line

     The scoring of section 5 for one player: every own Dessert with its effective types
    and flavours (toppings and drops included, V4) and its rule's value over the counting
    domain (own Desserts and the Inspiration, V5); the tray, as given (`tray`, checked by
    V2) or the best (V3: for each type, the copy whose rule scores most); the rules of
    the tray Desserts (V6) and of every assigned Decoration (V7), each line with its rule
    id, what it counted and its points; and the total (V8). The Inspiration's own rules
    never score. `explanation` and `reason` say each line in the request's language.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChocolaTrayRequest): One player's Desserts (and Decorations) to score as a tray
            (section 5): the tray given, or the best.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem]
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
    body: ChocolaTrayRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem | None:
    """ Score one player's Desserts as a tray, line by line

     The scoring of section 5 for one player: every own Dessert with its effective types
    and flavours (toppings and drops included, V4) and its rule's value over the counting
    domain (own Desserts and the Inspiration, V5); the tray, as given (`tray`, checked by
    V2) or the best (V3: for each type, the copy whose rule scores most); the rules of
    the tray Desserts (V6) and of every assigned Decoration (V7), each line with its rule
    id, what it counted and its points; and the total (V8). The Inspiration's own rules
    never score. `explanation` and `reason` say each line in the request's language.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChocolaTrayRequest): One player's Desserts (and Decorations) to score as a tray
            (section 5): the tray given, or the best.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChocolaRuleViolationProblem | InvalidBodyProblem | ChocolaTrayAnswer | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
x_request_id=x_request_id,
accept_language=accept_language,

    )).parsed
