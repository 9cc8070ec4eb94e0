table 50101 "AA0008 Counter"
{
    fields
    {
        field(1; "Code"; Code[10]) { }
        field(2; Count; Integer) { }
        field(3; Today; Date) { }
    }

    procedure Next(): Integer
    var
        Other: Record "AA0008 Counter";
    begin
        Other.Get(Code);
        Today := WorkDate();
        exit(Other.Count + Count + Rec.Count);
    end;
}
