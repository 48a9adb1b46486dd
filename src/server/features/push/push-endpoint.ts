import dns from 'node:dns';
import net from 'node:net';
import { isPublicAddress } from '../../net/public-address.js';

export interface PushNetwork {
  /** PUSH_ALLOW_LOOPBACK, for tests only: a push service on this machine, over plain HTTP. */
  allowLoopback: boolean;
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function isLoopback(address: string): boolean {
  const family = net.isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the push service may live at this address. */
export function isAllowedPushAddress(address: string, network: PushNetwork): boolean {
  return isPublicAddress(address) || (network.allowLoopback && isLoopback(address));
}

/**
 * Why an endpoint is refused, or null: https:// on a public address (checked again on every send, after the
 * name resolves), plain http:// only on loopback when the test-only setting allows it.
 */
export function endpointProblem(endpoint: string, network: PushNetwork): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Endpoint must be a URL';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackHost = isLoopback(host) || host === 'localhost' || host.endsWith('.localhost');
  if (network.allowLoopback && loopbackHost && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return 'Endpoint must be an https:// URL';
  if (url.username || url.password) return 'Endpoint must not carry credentials';
  if (net.isIP(host) ? !isPublicAddress(host) : loopbackHost || !host.includes('.')) return 'Endpoint must be on a public address';
  return null;
}

/** A socket lookup that refuses every address the policy does not allow, so a name cannot lead inside. */
export function guardedLookup(network: PushNetwork): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses;
      if (list.length === 0 || !list.every((a) => isAllowedPushAddress(a.address, network))) {
        return callback(Object.assign(new Error(`${hostname} resolves to an address that is not allowed`), { code: 'EPUSHADDRESS' }), '', 0);
      }
      if (options.all) callback(null, list);
      else callback(null, list[0].address, list[0].family);
    });
  };
}
