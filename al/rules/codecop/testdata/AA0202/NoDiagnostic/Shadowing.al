// A local that shadows a global variable of the object is no field, method
// or action: AA0202 leaves it (the compiler, and other rules, judge
// shadowing).
table 50206 "Shelf"
{
    fields
    {
        field(1; Code; Code[20]) { }
    }

    var
        Counter: Integer;

    procedure CurrentCount(): Integer
    begin
        exit(Counter);
    end;

    procedure Recount()
    var
        Counter: Integer;
    begin
        Counter := Rec.Count();
    end;
}
