from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.choco_challenge_view_answer import ChocoChallengeViewAnswer
from ...models.choco_challenge_view_request import ChocoChallengeViewRequest
from ...models.invalid_body_problem import InvalidBodyProblem
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: ChocoChallengeViewRequest,
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
        "url": "/choco-challenge/view",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChocoChallengeViewAnswer | InvalidBodyProblem | Problem | None:
    if response.status_code == 200:
        response_200 = ChocoChallengeViewAnswer.from_dict(response.json())



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
        response_422 = InvalidBodyProblem.from_dict(response.json())



        return response_422

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChocoChallengeViewAnswer | InvalidBodyProblem | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChocoChallengeViewRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ChocoChallengeViewAnswer | InvalidBodyProblem | Problem]:
    """ See a game as one of its players may know it

     What the player may know at the end of the history, by the game's rules of what each
    player sees (its section "information" in GET /<game>/rules): another player's secret
    cards replaced by what is public about them (how many), a move made in secret shown as
    what the table saw (its type, who made it, `hidden` its fields), the player's own legal
    moves and, at their own chance point, the odds computed from what they know. Two
    histories the player cannot tell apart give the same view. An illegal history is seen
    up to its last legal move, with its `violation`, as `validate` answers it.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChocoChallengeViewRequest): A game and one of its players: what that player may know
            of it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChocoChallengeViewAnswer | InvalidBodyProblem | Problem]
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
    body: ChocoChallengeViewRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ChocoChallengeViewAnswer | InvalidBodyProblem | Problem | None:
    """ See a game as one of its players may know it

     What the player may know at the end of the history, by the game's rules of what each
    player sees (its section "information" in GET /<game>/rules): another player's secret
    cards replaced by what is public about them (how many), a move made in secret shown as
    what the table saw (its type, who made it, `hidden` its fields), the player's own legal
    moves and, at their own chance point, the odds computed from what they know. Two
    histories the player cannot tell apart give the same view. An illegal history is seen
    up to its last legal move, with its `violation`, as `validate` answers it.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChocoChallengeViewRequest): A game and one of its players: what that player may know
            of it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChocoChallengeViewAnswer | InvalidBodyProblem | Problem
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
    body: ChocoChallengeViewRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> Response[ChocoChallengeViewAnswer | InvalidBodyProblem | Problem]:
    """ See a game as one of its players may know it

     What the player may know at the end of the history, by the game's rules of what each
    player sees (its section "information" in GET /<game>/rules): another player's secret
    cards replaced by what is public about them (how many), a move made in secret shown as
    what the table saw (its type, who made it, `hidden` its fields), the player's own legal
    moves and, at their own chance point, the odds computed from what they know. Two
    histories the player cannot tell apart give the same view. An illegal history is seen
    up to its last legal move, with its `violation`, as `validate` answers it.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChocoChallengeViewRequest): A game and one of its players: what that player may know
            of it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChocoChallengeViewAnswer | InvalidBodyProblem | Problem]
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
    body: ChocoChallengeViewRequest,
    x_request_id: str | Unset = UNSET,
    accept_language: str | Unset = UNSET,

) -> ChocoChallengeViewAnswer | InvalidBodyProblem | Problem | None:
    """ See a game as one of its players may know it

     What the player may know at the end of the history, by the game's rules of what each
    player sees (its section "information" in GET /<game>/rules): another player's secret
    cards replaced by what is public about them (how many), a move made in secret shown as
    what the table saw (its type, who made it, `hidden` its fields), the player's own legal
    moves and, at their own chance point, the odds computed from what they know. Two
    histories the player cannot tell apart give the same view. An illegal history is seen
    up to its last legal move, with its `violation`, as `validate` answers it.

    Args:
        x_request_id (str | Unset):
        accept_language (str | Unset):  Example: en.
        body (ChocoChallengeViewRequest): A game and one of its players: what that player may know
            of it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChocoChallengeViewAnswer | InvalidBodyProblem | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
x_request_id=x_request_id,
accept_language=accept_language,

    )).parsed
