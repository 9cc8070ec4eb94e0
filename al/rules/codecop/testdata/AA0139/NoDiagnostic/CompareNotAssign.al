codeunit 50198 "Comparisons"
{
    procedure Compare(LongText: Text): Boolean
    var
        Short: Text[5];
        Unbounded: Text;
    begin
        Unbounded := LongText;
        Unbounded := 'a text much longer than five characters';
        if Short = LongText then
            exit(true);
        exit(Short = 'longer than five');
    end;
}
