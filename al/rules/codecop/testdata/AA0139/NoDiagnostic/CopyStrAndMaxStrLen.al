codeunit 50197 "Texts That Fit"
{
    procedure Fit(LongText: Text; Name: Text[100])
    var
        Short: Text[10];
        Code10: Code[10];
        Wide: Text[200];
    begin
        Short := CopyStr(LongText, 1, MaxStrLen(Short));
        Short := CopyStr(Name, 1, 10);
        Code10 := 'ABCDEFGHIJ';
        Wide := Name;
        Wide := Name + Name;
        Short += '';
    end;
}
