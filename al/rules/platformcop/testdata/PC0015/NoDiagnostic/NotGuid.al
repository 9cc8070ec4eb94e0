codeunit 50162 "Not Guid"
{
    procedure P(Name: Text; Id: Guid; Cust: Record Customer): Boolean
    begin
        if Name = '' then
            exit(false);
        if Id = '{00000000-0000-0000-0000-000000000000}' then
            exit(false);
        if Cust.SystemIdText = '' then
            exit(false);
        if Cust."Unknown Field" = '' then
            exit(false);
        exit(IsNullGuid(Id));
    end;
}

table 50163 "With Guid"
{
    fields
    {
        field(1; Id; Guid) { }
    }

    procedure P(var Other: Record "With Guid"; Id: Text): Boolean
    begin
        with Other do
            if Id = '' then
                exit(true);
    end;
}
