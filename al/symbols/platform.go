package symbols

import (
	"strconv"
	"strings"
)

// PlatformMayDeclare reports whether the platform's System app (the
// "platform" dependency of every app, not part of any source tree) may
// declare an object of kind (lower case: table, page, codeunit, report,
// xmlport, query, enum, interface) named name, which may also be an id. It
// lets the checks that find missing objects run without that app: a name
// for which it answers false is declared by no System object, so an object
// that the project and its loaded dependencies do not declare is missing.
//
// The answer comes from platformNames, a list of names per kind (see
// there); an id answers true in the platform's range (2,000,000,000 and
// above) only. A kind the list does not know answers true for every name:
// this function must err towards "may declare". Names are compared
// without regard to case, not to namespace.
func PlatformMayDeclare(kind, name string) bool {
	name = strings.TrimSpace(name)
	if id, err := strconv.Atoi(name); err == nil {
		return id >= platformFirstID
	}
	names, ok := platformObjects[strings.ToLower(kind)]
	if !ok {
		return true
	}
	return names[strings.ToLower(name)]
}

// platformFirstID is the first id of the platform's own objects.
const platformFirstID = 2000000000

// platformObjects holds the lower-case names of the System app's objects by
// kind, built from platformNames.
var platformObjects = func() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for kind, list := range platformNames {
		set := map[string]bool{}
		for _, n := range strings.Split(list, "|") {
			if n = strings.TrimSpace(n); n != "" {
				set[strings.ToLower(n)] = true
			}
		}
		out[kind] = set
	}
	return out
}()

// platformNames are the names of the platform's objects by kind, separated
// by "|": every object of the System app that the apps of BCApps (W1,
// System Application, Business Foundation, tools) name without declaring
// it (in types, object literals, properties, data items and permissions),
// plus Media, Media Set and Printer. The list was gathered again once
// Base Application's and System Application's nested module folders
// became part of their apps (the modules name the newer platform tables,
// enums, codeunits and interfaces: MCP, database indexes, agents). A kind
// with no names is still checked: BCApps names no platform page, report,
// xmlport or query.
var platformNames = map[string]string{
	"table": `Access Control|Access Control Buffer|Active Session|Add-in|Agent|Agent Access Control|
		Agent Annotation|Agent Creation Control|Agent Model|Agent Task|Agent Task File|Agent Task Log Entry|
		Agent Task Memory Entry|Agent Task Message|Agent Task Message Attachment|Agent Task Page Context|
		Agent Task Page Context Req.|Agent Task Timeline|Agent Task Timeline Step|
		Agent Task Timeline Step Det.|Agent Task User Int Suggestion|Agent User Int Request Details|
		Aggregate Permission Set|All Profile|AllObj|AllObjWithCaption|Api Web Service|Api Webhook Entity|
		API Webhook Notification|API Webhook Notification Aggr|API Webhook Subscription|
		Application Object Metadata|Chart|Code Coverage|Codeunit Metadata|Company|Configuration Package File|
		Data Sensitivity|Date|Designed Query|Designed Query Caption|Designed Query Category|
		Designed Query Column|Designed Query Column Filter|Designed Query Data Item|Designed Query Filter|
		Designed Query Join|Designed Query Obj|Designed Query Order By|Device|Document Service|
		Document Service Scenario|Entity Text|Event Subscription|Expanded Permission|
		External Event Activity Log|External Event Notification|External Event Subscription|Feature Key|
		Field|Integer|Intelligent Cloud|Intelligent Cloud Status|Isolated Storage|Key|Language Selection|
		License Information|License Permission|Media Resources|Metadata Permission|Metadata Permission Set|
		Metadata Permission Set Rel.|NAV App Installed App|NAV App Setting|NAV App Tenant Operation|Object|
		Object Access Intent Override|Object Metadata|Object Options|OData Edm Type|Page Action|
		Page Control Field|Page Data Personalization|Page Metadata|Page Usage State|
		Performance Profile Scheduler|Performance Profiles|Permission|Permission Set|Power BI Blob|
		Power BI Default Selection|Privacy Notice|Privacy Notice Approval|Profile|Published Application|
		Query Metadata|Record Link|Report Layout|Report Layout List|Report Metadata|Report Settings Override|
		Scheduled Task|Session|Session Event|Signup Context|System Object|Table Field Mappings|
		Table Information|Table Mappings|Table Metadata|Table Relations Metadata|Table Synch. Setup|
		Tenant Feature Key|Tenant License State|Tenant Media|Tenant Media Set|Tenant Media Thumbnails|
		Tenant Permission|Tenant Permission Set|Tenant Permission Set Rel.|Tenant Profile|
		Tenant Profile Extension|Tenant Profile Page Metadata|Tenant Profile Setting|Tenant Report Layout|
		Tenant Report Layout Cfg|Tenant Report Layout Override|Tenant Report Layout Selection|
		Tenant Web Service|Time Zone|Token Cache|User|User AI Consumption Data|User Default Style Sheet|
		User Page Metadata|User Personalization|User Property|Web Service|Webhook Notification|
		Webhook Subscription|Windows Language|XMLport Metadata|
		All Profile Extension|All Profile Page Metadata|Drive|Entitlement|Entitlement Set|
		Ext. Business Event Definition|External Event Log Entry|File|Membership Entitlement|NAV App Tenant Add-In|
		Page Documentation|Page Info And Fields|Permission Range|Profile Configuration Symbols|Query Navigation|
		SID - Account ID|Send-To Program|Server Instance|Style Sheet|Upgrade Blob Storage|
		Media|Media Set|Printer|
		Agent Task Consumption|Application Dependency|Application Resource|Database Index|Database Locks|
		Database Missing Indexes|Database Wait Statistics|Extension Database Snapshot|
		Inplace Installed Application|Installed Application|MCP Configuration|MCP Configuration Tool|
		NAV App Capabilities|NAV App Data Archive|NAV App Object Prerequisites|Page Table Field|
		Report Layout Definition|Table Field Types`,
	"page": "",
	"codeunit": `Agent User Intervention|Agent Utilities|Company Triggers|Environment Triggers|
		Feature Access Management|System Action Triggers|Task Pane|UI Helper Triggers|
		Base64Convert|Extension Database Management|Feedback|Index Management|MCP Utilities`,
	"report":  "",
	"xmlport": "",
	"query":   "",
	"enum": `Agent Metadata Provider|Agent User Int Request Type|Copilot Capability|Entity Text Scenario|
		EventCategory|Excel Sheet Configuration|Manual Agent Task Creation Type|Report Layout Status|
		Report Layout Subtype|Agent Publisher Type|Agent Task Billing Context|Agent Task Status|
		FeedbackQuestionType|FeedbackRequiredBehavior`,
	"interface": `IAgentFactory|IAgentMetadata`,
}
