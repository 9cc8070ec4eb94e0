// The same object declared twice in one file: the first is the original,
// the second the duplicate (its id is reported by AL0264 too).
codeunit 50120 "Posting Queue"
{
    procedure Run()
    begin
    end;
}

codeunit 50121 [="Posting Queue"=]
{
}
