// A page whose record is stored: its fields are names in scope.
table 50236 "AA0245 Stored Scenario"
{
    fields
    {
        field(1; Scenario; Integer) { }
        field(2; Connector; Integer) { }
    }
}

page 50237 "AA0245 Stored Scenario Setup"
{
    SourceTable = "AA0245 Stored Scenario";

    internal procedure SetAccount(AccountId: Guid; [=Connector=]: Integer)
    begin
    end;
}
