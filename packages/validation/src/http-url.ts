const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;

/**
 * True for an absolute http or https URL: scheme, '//', a host name (or [IPv6]) with an optional port,
 * then an optional path, query and fragment, with no whitespace anywhere. No WHATWG URL here: the package
 * runs without DOM or Node types.
 */
export function isAbsoluteHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^https?:\/\/([^/?#\s]+)([/?#]\S*)?$/i.exec(value);
  if (match === null) return false;
  const authority = (match[1] ?? '').replace(/^[^@]*@/, '');
  const port = /:(\d{1,5})$/.exec(authority);
  if (port && Number(port[1]) > 65_535) return false;
  const host = port ? authority.slice(0, port.index) : authority;
  return host.length <= 253 && (HOST_NAME.test(host) || IPV6.test(host));
}
