/**
 * The largest request body the API reads. A form's body is a few kilobytes; one that fills every
 * field and list to openapi.yaml's limits at once could pass this, and is refused whole with 413.
 */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'The request body is larger than 1 MB';
