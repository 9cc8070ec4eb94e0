codeunit 50040 "Queue Reader"
{
    procedure Drain(Names: List of [Text])
    var
        Name: Text;
        Position: Integer;
        Rest: List of [Text];
    begin
        Name := Names.Get([=0=]);
        Names.Set([=0=], 'first');
        Names.Insert([=0=], 'front');
        Rest := Names.GetRange([=0=], 2);
        Names.RemoveAt([=(0)=]);
        Names.RemoveRange([=0=], 1);
        for Position := [=0=] to Names.Count() do
            Name := Names.Get(Position);
        for Position := [=0=] to Names.Count - 1 do
            Name := Names.Get(Position + 1);
    end;
}
