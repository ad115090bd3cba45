// A remote's own entry does nothing: the host loads its exposed module through remoteEntry.js.
