import { z } from 'zod'

/** JSON-RPC 2.0 as the Studio's Bifur client speaks it over the presence WebSocket. */
export const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string().min(1).max(100),
  params: z.record(z.string(), z.unknown()).optional(),
  id: z.union([z.string().max(100), z.number()]).optional(),
})
export type RpcRequest = z.output<typeof rpcRequest>

/** Error codes of @sanity/bifur-client (ERROR_CODES). */
export const RPC_ERRORS = {
  unauthorized: 4001,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  parseError: -32700,
} as const

export const rpcResult = (id: RpcRequest['id'], result: unknown) => JSON.stringify({ jsonrpc: '2.0', id, result })

export const rpcError = (id: RpcRequest['id'] | null, code: number, message: string) =>
  JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message } })

export const rpcNotification = (method: string, params: unknown) => JSON.stringify({ jsonrpc: '2.0', method, params })
