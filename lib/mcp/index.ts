/**
 * The MCP tool server (components/docs/content/operating.md: MCP server): AI agents render posters with a user's key over the
 * Streamable HTTP transport at /mcp, with the same services as the REST API.
 */
export { createMcpServer, handleMcpPost, MCP_SERVER_NAME, MCP_SERVER_VERSION, TOOL_NAMES } from './server';
export { callerOf, keyHint, noKeyMessage, type Caller } from './tools';
export { toolSchemas, themeKeys, type JsonSchema, type ToolSchemas } from './schema';
