import proxyAddr from '@fastify/proxy-addr';

/**
 * The deployment's own proxies, whose X-Forwarded-For and X-Geo-Country the platform believes: TRUST_PROXY lists
 * their addresses or ranges, comma-separated (or proxy-addr's names: loopback, linklocal, uniquelocal), and
 * `none` trusts nobody. Unset, the shell's server beside the API on the same machine (loopback), as `npm start`
 * runs it. Anyone else's headers are the client's own say, and a client chooses neither its address nor its country.
 */
export function trustedProxies(setting = process.env.TRUST_PROXY ?? 'loopback'): (address: string, hop: number) => boolean {
  const proxies = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && entry !== 'none');
  return proxyAddr.compile(proxies);
}
