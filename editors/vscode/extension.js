// Starts `schemalint server` for SQL files: diagnostics, hover and code actions come from it.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("schemalint");
  const [command, ...args] = settings.get("command");
  client = new LanguageClient(
    "schemalint",
    "schemalint",
    { command, args },
    {
      documentSelector: [{ scheme: "file", language: "sql" }],
      initializationOptions: { helpBase: settings.get("helpBase") || undefined },
    },
  );
  client.start();
  context.subscriptions.push(client);
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
