table 50190 "Conversion Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Decimal) { }
        field(3; Blocked; Boolean) { }
    }

    procedure Use()
    var
        Count: Integer;
        Name: Text[50];
        Posted: Date;
    begin
        Name := [=true=];
        Name := [=10=];
        Quantity := [=true=];
        Posted := [=false=];
        Rec.Blocked := [=1=];
        "No." := [=false=];
    end;
}
