import type { Location, LocationsBlock as LocationsProps } from '@/payload-types'
import { SITE_TIME_ZONE } from '@/lib/site/timeZone'
import { ListingSection } from '../shared/EntryList'
import { OpenNow } from '../shared/lazy'
import { loadTenantDocs, populated } from '../shared/loadTenantDocs'
import { LocationDetails, openingRanges } from '../shared/LocationDetails'
import { MediaImage } from '../shared/MediaImage'
import type { BlockSite } from '../shared/site'
import { LOCATION_MAX_ITEMS } from './config'

const TEXT = {
  de: {
    open: 'Jetzt geöffnet · bis {time} Uhr',
    closed: 'Jetzt geschlossen',
    main: 'Hauptstandort',
  },
  en: { open: 'Open now · until {time}', closed: 'Closed now', main: 'Main location' },
}

async function locationsOf(props: LocationsProps, site: BlockSite): Promise<Location[]> {
  if (props.source === 'manual') return populated<Location>(props.locations)
  return loadTenantDocs({
    collection: 'locations',
    tenantId: site.tenantId,
    locale: site.locale,
    limit: LOCATION_MAX_ITEMS,
  })
}

function LocationEntry({ location, props, site }: { location: Location; props: LocationsProps; site: BlockSite }) {
  const text = TEXT[site.locale]
  const ranges = openingRanges(location)
  return (
    <article className="location">
      {props.layout !== 'list' ? (
        <MediaImage media={location.image} size="card" sizes="(max-width: 640px) 100vw, 360px" altOverride="" />
      ) : null}
      <h3>
        {location.name}
        {location.isMain ? (
          <>
            {' '}
            <span className="badge">{text.main}</span>
          </>
        ) : null}
      </h3>
      {props.showOpenNow !== false && ranges.length > 0 ? (
        <OpenNow ranges={ranges} timeZone={SITE_TIME_ZONE} text={{ open: text.open, closed: text.closed }} />
      ) : null}
      <LocationDetails location={location} locale={site.locale} showHours={props.showHours !== false} />
    </article>
  )
}

/** The tenant's locations as cards or a list: address, contact, opening hours and whether they are open now (in the site's time zone). */
export async function LocationsBlock(props: LocationsProps & { site: BlockSite }) {
  const locations = await locationsOf(props, props.site)
  const entries = locations.map((location) => ({
    key: location.id,
    content: <LocationEntry location={location} props={props} site={props.site} />,
  }))
  return (
    <ListingSection
      className={`block block-locations locations-${props.layout ?? 'cards'}`}
      heading={props.heading}
      listClassName="location-items"
      entries={entries}
    />
  )
}
