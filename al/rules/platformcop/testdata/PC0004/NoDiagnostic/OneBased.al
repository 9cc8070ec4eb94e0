codeunit 50041 "Queue Writer"
{
    procedure Fill(Numbers: List of [Integer]; Counts: array[3] of Integer)
    var
        Position: Integer;
        Number: Integer;
        Item: Record "Queue Entry";
    begin
        Number := Numbers.Get(1);
        Numbers.Set(1, 0);
        Numbers.Add(0);
        if Numbers.Contains(0) then
            Numbers.Remove(0);
        Position := Numbers.IndexOf(0);
        for Position := 1 to Numbers.Count() do
            Number := Numbers.Get(Position);
        for Position := 0 to ArrayLen(Counts) - 1 do
            Number += Counts[Position + 1];
        for Position := 0 to Item.Count() do
            Number += Position;
        for Position := Numbers.Count() downto 1 do
            Numbers.RemoveAt(Position);
    end;
}

table 50041 "Queue Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}
