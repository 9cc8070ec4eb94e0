table 50231 "Route Stop"
{
    Access = Internal;

    fields
    {
        field(1; "Code"; Code[20]) { }
    }

    procedure Describe(): Text
    begin
        exit(Rec.Code);
    end;

    procedure PublicOwnOnly()
    begin
        Describe();
    end;

    internal procedure Visit()
    begin
    end;

    internal procedure NeverCalled()
    begin
    end;
}

page 50232 "Route Stops"
{
    SourceTable = "Route Stop";

    trigger OnOpenPage()
    begin
        Rec.Visit();
        Message(Rec.Describe());
    end;
}
