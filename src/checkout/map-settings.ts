import { useCallback } from 'react';
import { MapSettingsDocument } from '../graphql/documents/MapSettings.js';
import { useApi } from '../services/api-context.js';

/** The address map's tile server and its attribution (MAP_TILE_URL), asked of the BFF when the map tab opens. */
export function useMapSettingsCall() {
  const api = useApi();
  return useCallback(async (signal: AbortSignal) => (await api.request(MapSettingsDocument, {}, signal)).mapSettings, [api]);
}
