codeunit 50111 "FC0005 Setter"
{
    var
        Stored: Integer;

    procedure SetValue(NewValue: Integer)
    begin
        Stored := NewValue;
    end;

    procedure Run()
    var
        Other: Codeunit "FC0005 Setter";
    begin
        [=Other.SetValue := 5=];
        [=SetValue := 7=];
        [=this.SetValue := 8=];
    end;
}
