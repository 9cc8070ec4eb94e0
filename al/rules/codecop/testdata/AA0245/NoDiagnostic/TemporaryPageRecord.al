// A page whose record is temporary: its fields are not names in scope for
// the page's parameters.
table 50234 "AA0245 Scenario"
{
    TableType = Temporary;

    fields
    {
        field(1; Scenario; Integer) { }
        field(2; Connector; Integer) { }
    }
}

page 50235 "AA0245 Scenario Setup"
{
    SourceTable = "AA0245 Scenario";

    internal procedure SetAccount(AccountId: Guid; Connector: Integer)
    begin
    end;
}
