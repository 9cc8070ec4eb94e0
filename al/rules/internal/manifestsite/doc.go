// Package manifestsite decides where a rule reports a finding about the
// project's configuration files (app.json, AppSourceCop.json): alfix's
// findings belong to AL files, so such a finding is reported once per
// project, on the first object of the project's first file in path order.
// It must not judge the configuration itself.
package manifestsite
