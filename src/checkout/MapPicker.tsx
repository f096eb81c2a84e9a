import 'leaflet/dist/leaflet.css';
import { circleMarker, map as leafletMap, tileLayer, type CircleMarker, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMapSettingsCall } from './map-settings.js';

/** How long the first tile may take before the map counts as unavailable. */
const FIRST_TILE_MS = 6000;
/** India, whole. */
const CENTRE: [number, number] = [22.5, 79];

/**
 * The address popup's map tab (SPEC §2.11): tiles from MAP_TILE_URL; a click marks the point and asks for its address.
 * When no tile loads (offline, blocked, or a tile server that refuses), it says so once and the popup goes manual.
 */
export function MapPicker({ onPick, onUnavailable }: { onPick: (latitude: number, longitude: number) => void; onUnavailable: () => void }) {
  const mapSettings = useMapSettingsCall();
  const element = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onPick, onUnavailable });
  callbacks.current = { onPick, onUnavailable };

  useEffect(() => {
    let map: LeafletMap | undefined;
    let marker: CircleMarker | undefined;
    let loaded = false;
    let given = false;
    const giveUp = () => {
      if (loaded || given) return;
      given = true;
      callbacks.current.onUnavailable();
    };
    const timer = window.setTimeout(giveUp, FIRST_TILE_MS);
    const controller = new AbortController();
    mapSettings(controller.signal)
      .then((settings) => {
        if (!element.current) return;
        map = leafletMap(element.current, { center: CENTRE, zoom: 4, attributionControl: true });
        tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 18 })
          .on('tileload', () => {
            loaded = true;
          })
          .on('tileerror', () => giveUp())
          .addTo(map);
        map.on('click', (event) => {
          marker?.remove();
          marker = circleMarker(event.latlng, { radius: 8, color: '#23265c' }).addTo(map!);
          callbacks.current.onPick(event.latlng.lat, event.latlng.lng);
        });
      })
      .catch(() => giveUp());
    return () => {
      window.clearTimeout(timer);
      controller.abort();
      map?.remove();
    };
  }, [mapSettings]);

  return (
    <div className="map-picker">
      <div
        ref={element}
        className="map-canvas"
        role="application"
        aria-label="Map: click the delivery point to fill in its address"
        data-testid="address-map"
      />
      <p className="muted">Click the delivery point; its address fills the Manual tab for you to check.</p>
    </div>
  );
}
