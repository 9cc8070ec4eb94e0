namespace Own.Sales;

codeunit 50105 "Own Preprocessor"
{
#if CLEAN99
    procedure Value(): Integer
    begin
        exit(NewValue);
    end;

    var
        NewValue: Integer;
#else
    procedure Value(): Integer
    begin
        exit(OldValue);
    end;

    var
        OldValue: Integer;
#endif
}
