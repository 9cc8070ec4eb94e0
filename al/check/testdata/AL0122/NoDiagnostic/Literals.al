table 50191 "Convertible Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Decimal) { }
        field(3; Kind; Option) { OptionMembers = A,B; }
    }

    procedure Use()
    var
        Count: Integer;
        Amount: Decimal;
        Name: Text[50];
        Letter: Char;
        Id: Guid;
        Counts: array[2] of Integer;
        Unknown: Record "Not Loaded Table";
    begin
        Count := 5;
        // Text literals convert to numbers in code Microsoft compiles.
        Count := '1';
        Amount := '=';
        Amount := 5;
        Amount := 1.5;
        Name := 'x';
        "No." := 'A';
        Letter := 'a';
        Kind := 1;
        Quantity += 1;
        Counts[1] := 2;
        Unknown.Anything := 'x';
        Name += 'y';
        with Rec do
            Quantity := 2;
    end;
}
