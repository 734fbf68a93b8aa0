from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_problem_type_slug import GetProblemTypeSlug
from ...models.problem import Problem
from ...models.problem_type import ProblemType
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    slug: GetProblemTypeSlug,
    *,
    x_request_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/problems/{slug}".format(slug=quote(str(slug), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ProblemType | None:
    if response.status_code == 200:
        response_200 = ProblemType.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | ProblemType]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    slug: GetProblemTypeSlug,
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | ProblemType]:
    """ Describe a problem type

     What the `type` of an error answer means (its status, titles in English and Italian,
    and what to look at). An unknown type is a 404.

    Args:
        slug (GetProblemTypeSlug):  Example: rule-violation.
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProblemType]
     """


    kwargs = _get_kwargs(
        slug=slug,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    slug: GetProblemTypeSlug,
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,

) -> Problem | ProblemType | None:
    """ Describe a problem type

     What the `type` of an error answer means (its status, titles in English and Italian,
    and what to look at). An unknown type is a 404.

    Args:
        slug (GetProblemTypeSlug):  Example: rule-violation.
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProblemType
     """


    return sync_detailed(
        slug=slug,
client=client,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    slug: GetProblemTypeSlug,
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | ProblemType]:
    """ Describe a problem type

     What the `type` of an error answer means (its status, titles in English and Italian,
    and what to look at). An unknown type is a 404.

    Args:
        slug (GetProblemTypeSlug):  Example: rule-violation.
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProblemType]
     """


    kwargs = _get_kwargs(
        slug=slug,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    slug: GetProblemTypeSlug,
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,

) -> Problem | ProblemType | None:
    """ Describe a problem type

     What the `type` of an error answer means (its status, titles in English and Italian,
    and what to look at). An unknown type is a 404.

    Args:
        slug (GetProblemTypeSlug):  Example: rule-violation.
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProblemType
     """


    return (await asyncio_detailed(
        slug=slug,
client=client,
x_request_id=x_request_id,

    )).parsed
