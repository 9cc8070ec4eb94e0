codeunit 50188 "PC0019 Correct"
{
    procedure Filter(var Customer: Record Customer)
    var
        NotEmptyTxt: Label '<>''', Locked = true;
        Text: Text;
    begin
        Customer.SetFilter(Name, [|'<>'''''|]);
        Customer.SetFilter(Name, [|'<>%1'|], '');
        Text := [|'<>'''|];
        Customer.SetFilter(Name, [|'<>''''x'|]);
    end;
}
