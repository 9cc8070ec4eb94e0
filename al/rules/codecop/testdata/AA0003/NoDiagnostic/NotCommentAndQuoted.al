table 50145 "Not Named"
{
    fields
    {
        field(1; "Not Blocked"; Boolean) { }
        field(2; NotShipped; Boolean) { }
    }

    procedure Check(): Boolean
    begin
        exit(not /* inverted */ "Not Blocked" and not NotShipped);
    end;
}
